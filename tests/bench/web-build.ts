import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../e2e/support/paths';

/**
 * Builds the web app into the bench's own folder, so the run never races another build of
 * apps/web/dist. By default it builds the committed editor (`git archive HEAD` of apps/web into a
 * temporary folder, using apps/web's installed node_modules): other people's half-saved files in a
 * shared checkout can neither break the build nor end up in the figures. `fromWorkingTree` builds
 * apps/web as it is on disk instead.
 *
 * The copy lies outside the repository: inside it (the copy used to sit in tests/.artifacts, which
 * git ignores), Tailwind's source detection also read the packages of the whole workspace and put
 * 80 KB of their classes, 28 `:has()` rules among them, into the bench's CSS, which the product's
 * own build does not ship; the bench then measured a different page (docs/decisions.md, issue 11,
 * H4, session 17).
 */
export function buildWebApp(outDir: string, fromWorkingTree = false): string {
  let webDir = path.join(repoRoot, 'apps/web');
  let revision = 'working tree';
  let copy: string | null = null;
  try {
    if (!fromWorkingTree) {
      copy = fs.mkdtempSync(path.join(os.tmpdir(), 'juzuo-bench-web-'));
      if (insideGitWorkTree(copy))
        throw new Error(`the web app's copy ${copy} is inside a git work tree: set TMPDIR outside it`);
      const archive = execFileSync(
        'git',
        ['-C', repoRoot, 'archive', 'HEAD', 'apps/web', 'tsconfig.base.json'],
        {
          maxBuffer: 256 * 2 ** 20,
        },
      );
      execFileSync('tar', ['-x', '-C', copy], { input: archive });
      webDir = path.join(copy, 'apps/web');
      fs.symlinkSync(path.join(repoRoot, 'apps/web/node_modules'), path.join(webDir, 'node_modules'));
      revision = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']).toString().trim();
    }
    const vitePackage = createRequire(path.join(repoRoot, 'apps/web/package.json')).resolve(
      'vite/package.json',
    );
    const vite = path.join(path.dirname(vitePackage), 'bin/vite.js');
    execFileSync(
      process.execPath,
      [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: webDir,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    return revision;
  } finally {
    if (copy) fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** Whether `dir` lies inside a git work tree. */
function insideGitWorkTree(dir: string): boolean {
  try {
    execFileSync('git', ['-C', dir, 'rev-parse', '--is-inside-work-tree'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
