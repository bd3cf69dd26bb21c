import { ApiError } from '@juzuo/api-client';
import { describe, expect, it } from 'vitest';
import { addResourceAsking, fileProblem, nameFromFile, type TResourceAddInput } from './addResource';

const input: TResourceAddInput = { project_id: 'w1', name: '客栈', resource_type: 'IMAGE', file_id: 'f2' };

/** A server that knows one name: 15000 unless check_name is 0, then an overwrite. */
function server(taken: string) {
  const sent: { input: TResourceAddInput; silent?: boolean }[] = [];
  const add = async (i: TResourceAddInput, opts?: { silent?: boolean }) => {
    sent.push({ input: i, silent: opts?.silent });
    if (i.name === taken && i.check_name !== 0) throw new ApiError(15000, '重名资源将被覆盖', null, 200);
    return { overwritten: i.name === taken };
  };
  return { add, sent };
}

describe('addResourceAsking: the 15000 flow of spec 02', () => {
  it('a new name is added with one silent request, no question', async () => {
    const s = server('别的');
    let asked = 0;
    expect(await addResourceAsking(s.add, input, async () => ++asked > 0)).toBe('added');
    expect(asked).toBe(0);
    expect(s.sent).toEqual([{ input: { ...input, check_name: 1 }, silent: true }]);
  });

  it('继续 resends the same request with check_name 0', async () => {
    const s = server('客栈');
    expect(await addResourceAsking(s.add, input, async () => true)).toBe('overwritten');
    expect(s.sent.map((x) => [x.input.check_name, x.input.file_id, x.silent])).toEqual([
      [1, 'f2', true],
      [0, 'f2', undefined],
    ]);
  });

  it('取消 sends nothing more', async () => {
    const s = server('客栈');
    expect(await addResourceAsking(s.add, input, async () => false)).toBe('kept');
    expect(s.sent).toHaveLength(1);
  });

  it('other failures are not questions: they reach the caller', async () => {
    const add = async () => {
      throw new ApiError(7013, '没有权限', null, 200);
    };
    await expect(addResourceAsking(add, input, async () => true)).rejects.toMatchObject({ status: 7013 });
  });
});

describe('file helpers', () => {
  it('names a resource after its file, without the extension', () => {
    expect(nameFromFile('客栈 夜.png')).toBe('客栈 夜');
    expect(nameFromFile('.png')).toBe('.png');
    expect(nameFromFile('  .')).toBe('未命名资源');
    expect(nameFromFile(`${'长'.repeat(120)}.mp3`)).toHaveLength(100);
  });
  it('refuses a file of another family early', () => {
    expect(fileProblem({ type: 'audio/mpeg', size: 10 }, 'IMAGE')).toBe('请选择图片文件');
    expect(fileProblem({ type: '', size: 10 }, 'VIDEO')).toBeNull();
    expect(fileProblem({ type: 'video/mp4', size: 0 }, 'VIDEO')).toBe('文件是空的');
  });
});
