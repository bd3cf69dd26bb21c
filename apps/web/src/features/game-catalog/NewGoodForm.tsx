import { useCallMutation } from '@juzuo/api-client/react';
import { gameGoodAdd, ZGameGoodAdd } from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { firstIssue } from './callError';
import { type GoodType, newTypeId } from './catalog';
import { CatalogForm, FormInput, FormSelect, NamedOptions, NameInput, typeItems } from './formParts';
import { useSubmit } from './useSubmit';

const NEW_TYPE = '__new__';

/** A new good: its name, an existing type or a new one named here, and a description. */
export function NewGoodForm({ boardId, types }: { boardId: string; types: readonly GoodType[] }) {
  const add = useCallMutation(gameGoodAdd);
  const { busy, error, setError, run } = useSubmit();
  const [name, setName] = useState('');
  const [typeId, setTypeId] = useState('');
  const [typeName, setTypeName] = useState('');
  const [desc, setDesc] = useState('');
  const chosen = typeId === '' ? (types[0]?.type_id ?? NEW_TYPE) : typeId;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const isNew = chosen === NEW_TYPE;
    if (isNew && typeName.trim() === '') return setError('请输入新类型的名称');
    const type = isNew
      ? { type_id: newTypeId(), type_name: typeName.trim() }
      : { type_id: chosen, type_name: types.find((t) => t.type_id === chosen)?.type_name ?? chosen };
    const input = {
      board_id: boardId,
      good_name: name,
      good_type: type,
      ...(desc.trim() ? { desc: desc.trim() } : {}),
    };
    const issue = firstIssue(ZGameGoodAdd, input);
    if (issue) return setError(issue);
    if (await run(() => add(input, { silent: true }))) {
      setName('');
      setDesc('');
      if (isNew) {
        setTypeId(type.type_id);
        setTypeName('');
      }
    }
  };

  return (
    <CatalogForm title="新建道具" testId="new-good" error={error} onSubmit={submit}>
      <NameInput
        testId="new-good-name"
        value={name}
        width="w-40"
        placeholder="例如 长剑"
        onChange={setName}
        clearError={() => setError(null)}
      />
      <FormSelect label="类型" testId="new-good-type" value={chosen} onChange={setTypeId}>
        <NamedOptions items={typeItems(types)} />
        <option value={NEW_TYPE}>＋ 新类型…</option>
      </FormSelect>
      {chosen === NEW_TYPE && (
        <FormInput
          label="新类型名称"
          testId="new-good-type-name"
          value={typeName}
          width="w-32"
          placeholder="例如 武器"
          onChange={setTypeName}
        />
      )}
      <FormInput
        label="描述（可选）"
        testId="new-good-desc"
        value={desc}
        width="w-56"
        maxLength={500}
        onChange={setDesc}
      />
      <Button type="submit" loading={busy} data-testid="new-good-add">
        新建
      </Button>
    </CatalogForm>
  );
}
