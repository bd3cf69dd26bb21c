// What tools outside the API (the search benchmark, the import command) use of the materials module.
export { bulkLoad, likeScanPage } from './bench-support';
export { formatOf, parseEntries } from './import/parse';
export { type ImportSummary, importMaterials } from './import/run';
export { newRow } from './repo';
export { listMaterials } from './service';
export { VISITOR } from './viewer';
