import { loadConfig, type TConfig } from './config';
import { smsStartWarnings } from './modules/account/sms/dev-outbox';
import { startServer } from './server/start';

/**
 * The product's start entry (scripts/start.sh runs it): validates config, starts everything on one
 * origin, prints the URL once /healthz would answer 200, and stops gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  let config: TConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    console.error(`配置有误，服务未启动。\n${(error as Error).message}`);
    process.exit(1);
  }

  const server = await startServer(config);
  const ready = await waitForHealthy(server.url);
  if (!ready) console.warn('Warning: /healthz did not answer 200 within 60 s; the server keeps running.');
  const base = config.BASE_PATH === '/' ? '' : config.BASE_PATH.replace(/\/$/, '');
  // The one ready line (people open the URL; scripts and tests read it).
  console.log(`剧作台已就绪 · Juzuo ready at ${server.url}${base}/`);
  // Right under the ready line, where whoever starts the server looks: who can read SMS codes.
  for (const line of smsStartWarnings(config)) console.warn(`⚠ ${line}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping (storing open documents first)...`);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** Polls /healthz so the ready line means what it says: API, database and relay all answer. */
async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.status === 200) return true;
    } catch {
      // Not listening yet; try again.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

main().catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    console.error(
      `端口 ${process.env.PORT ?? 8080} 已被占用：请关闭占用它的程序，或用 PORT=<端口> 换一个端口启动。`,
    );
  } else {
    console.error('剧作台启动失败 (failed to start):', error);
  }
  process.exit(1);
});
