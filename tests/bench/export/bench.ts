import { performance } from 'node:perf_hooks';
import { scriptElements } from '@juzuo/script-formats';
import { generatedEpisodes } from '@juzuo/script-formats/testing';
import { type Book, writeDocx, writePdf, writeTxt } from '@juzuo/script-formats/writers';

/** One format's figures: median time of the runs, output size, heap and RSS growth during one run. */
export interface ExportFigure {
  format: string;
  medianMs: number;
  bytes: number;
  heapMiB: number;
  rssMiB: number;
}

/** The export benchmark: the work's size and each format against the TXT yardstick. */
export interface ExportBench {
  episodes: number;
  characters: number;
  lines: number;
  runs: number;
  figures: ExportFigure[];
}

const MiB = 2 ** 20;

async function measure(
  format: string,
  runs: number,
  write: () => Buffer | Promise<Buffer>,
): Promise<ExportFigure> {
  const times: number[] = [];
  let bytes = 0;
  let heapMiB = 0;
  let rssMiB = 0;
  for (let i = 0; i < runs; i += 1) {
    globalThis.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 5);
    const start = performance.now();
    const out = await write();
    times.push(performance.now() - start);
    clearInterval(sampler);
    const after = process.memoryUsage();
    peakRss = Math.max(peakRss, after.rss);
    peakHeap = Math.max(peakHeap, after.heapUsed);
    bytes = out.length;
    heapMiB = Math.max(heapMiB, (peakHeap - before.heapUsed) / MiB);
    rssMiB = Math.max(rssMiB, (peakRss - before.rss) / MiB);
  }
  times.sort((a, b) => a - b);
  return { format, medianMs: times[Math.floor(times.length / 2)] ?? 0, bytes, heapMiB, rssMiB };
}

/**
 * Export of a generated 100-episode, about 200,000-character short-drama work to DOCX and PDF with the
 * product's writers (what the work export job runs after reading the documents), against the bare
 * yardstick of writing the same work as plain text in the same run.
 */
export async function benchExport(episodes = 100, charsPerEpisode = 2_000, runs = 3): Promise<ExportBench> {
  const sources = generatedEpisodes(episodes, charsPerEpisode);
  const book: Book = {
    workName: '基准测试作品',
    author: '基准',
    date: '2026年1月1日',
    novel: false,
    documents: sources.map((lines, i) => ({ title: `第${i + 1}集`, elements: scriptElements(lines, i + 1) })),
  };
  const characters = sources.flat().reduce((n, l) => n + [...l.text].length, 0);
  const figures = [
    await measure('txt (yardstick)', runs, () => writeTxt(book)),
    await measure('docx', runs, () => writeDocx(book)),
    await measure('pdf', runs, () => writePdf(book)),
  ];
  return { episodes, characters, lines: sources.flat().length, runs, figures };
}
