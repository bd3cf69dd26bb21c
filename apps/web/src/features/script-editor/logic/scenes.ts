// Scene numbering lives in the shared script element model (packages/script-formats), so the editor,
// the exports and the importer number scenes the same way.
export {
  episodeOf,
  numberScenes,
  parseNumber,
  type SceneEntry,
  type SceneFact,
  type ScriptLine,
  sameScenes,
  sceneFactOf,
} from '@juzuo/script-formats';
