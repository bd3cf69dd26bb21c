import {
  adminSetSpecialTags,
  aiAddEvaluateWork,
  aiEvaluateReportList,
  aiEvaluateWorkList,
  aiExeEvaluate,
  EvaluateStatus,
} from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { persistentApps, waitFor } from '../../jobs/testing';
import { okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { addDoc, docsFixture } from '../docs/testing';

// An evaluation queued (or running) when the API stops finishes after the next start, with one
// report: the run is a durable job and the report is written only at its end.

describe('AI evaluation across an API restart', { timeout: 240_000 }, () => {
  it('finishes a run started before the restart, with exactly one report', async () => {
    const llm = await startLlmDouble();
    const apps = await persistentApps('evaluate-restart', {
      LLM_BASE_URL: `${llm.url}/v1`,
      LLM_MODELS: 'qwen-double',
      ADMIN_PHONES: '13615300001',
    });
    try {
      const first = await apps.open();
      await first.ready();
      const operator = (await signInBySms(first, '13615300001')).token;
      const f = await docsFixture(first, '41531500');
      await okDef(first, adminSetSpecialTags, {
        token: operator,
        input: { user_id: f.owner.user_id, special_tags: { ai_evaluate: 1 } },
      });
      const { eid } = await okDef(first, aiAddEvaluateWork, {
        token: f.owner.token,
        input: { work_id: f.workId, work_from: 0 },
      });
      await addDoc(first, f.owner.token, { project_id: f.workId, doc_name: '第1集' });
      await okDef(first, aiExeEvaluate, { token: f.owner.token, input: { eid } });
      await first.close();

      const second = await apps.open();
      await second.ready();
      const done = await waitFor(
        async () => {
          const row = (await okDef(second, aiEvaluateWorkList, { token: f.owner.token, input: {} })).list[0];
          return row?.status === EvaluateStatus.AI_SUCCEEDED ? row : undefined;
        },
        'evaluation done after restart',
        60_000,
      );
      expect(done.eid).toBe(eid);
      const reports = await okDef(second, aiEvaluateReportList, { token: f.owner.token, input: { eid } });
      expect(reports.list).toHaveLength(1);
      await second.close();
    } finally {
      await apps.dispose();
      await llm.close();
    }
  });
});
