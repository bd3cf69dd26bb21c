import { useCallMutation } from '@juzuo/api-client/react';
import {
  ArrayVarType,
  ArrayVarTypeLabel,
  GameVariableMessage,
  gameArrayAdd,
  gameNumericAdd,
  isDuplicateVariableName,
  NumericVarType,
  NumericVarTypeLabel,
  type TArrayVarType,
  type TNumericVarType,
  type TVariableScope,
  VariableScope,
  VariableScopeLabel,
  ZGameArrayAdd,
  ZGameNumericAdd,
} from '@juzuo/schemas';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/Button';
import { firstIssue } from './callError';
import type { GoodType } from './catalog';
import {
  CatalogForm,
  FormInput,
  FormSelect,
  LabelOptions,
  NamedOptions,
  NameInput,
  typeItems,
} from './formParts';
import { useSubmit } from './useSubmit';

/** Props of the new-variable form. */
export interface NewVariableFormProps {
  boardId: string;
  /** Names already on the board (numeric and array share one namespace). */
  names: readonly string[];
  types: readonly GoodType[];
}

/** A new numeric variable or array: name, scope, type, default value (or good type), checked before it is sent. */
export function NewVariableForm({ boardId, names, types }: NewVariableFormProps) {
  const addNumeric = useCallMutation(gameNumericAdd);
  const addArray = useCallMutation(gameArrayAdd);
  const { busy, error, setError, run } = useSubmit();
  const [kind, setKind] = useState<'numeric' | 'array'>('numeric');
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TVariableScope>(VariableScope.PUBLIC);
  const [numType, setNumType] = useState<TNumericVarType>(NumericVarType.INT);
  const [arrType, setArrType] = useState<TArrayVarType>(ArrayVarType.NUMBER);
  const [init, setInit] = useState('0');
  const [goodType, setGoodType] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input =
      kind === 'numeric'
        ? { board_id: boardId, var_name: name, scope, var_type: numType, init_value: Number(init) }
        : {
            board_id: boardId,
            name,
            scope,
            var_type: arrType,
            ...(arrType === ArrayVarType.GOOD && goodType ? { good_type: goodType } : {}),
          };
    const issue =
      firstIssue(kind === 'numeric' ? ZGameNumericAdd : ZGameArrayAdd, input) ??
      (isDuplicateVariableName(name, names) ? GameVariableMessage.duplicateName : null) ??
      (kind === 'numeric' && numType === NumericVarType.INT && !Number.isInteger(Number(init))
        ? '整数变量的默认值应为整数'
        : null);
    if (issue) return setError(issue);
    const done = await run(() =>
      kind === 'numeric'
        ? addNumeric(input as Parameters<typeof addNumeric>[0], { silent: true })
        : addArray(input as Parameters<typeof addArray>[0], { silent: true }),
    );
    if (done) {
      setName('');
      setInit('0');
    }
  };

  return (
    <CatalogForm title="新建变量" testId="new-variable" error={error} onSubmit={submit}>
      <NameInput
        testId="new-variable-name"
        value={name}
        width="w-44"
        placeholder="例如 金币"
        onChange={setName}
        clearError={() => setError(null)}
      />
      <FormSelect label="种类" testId="new-variable-kind" value={kind} onChange={setKind}>
        <option value="numeric">数值</option>
        <option value="array">数组</option>
      </FormSelect>
      <FormSelect label="作用域" testId="new-variable-scope" value={scope} onChange={setScope}>
        <LabelOptions labels={VariableScopeLabel} />
      </FormSelect>
      {kind === 'numeric' ? (
        <>
          <FormSelect label="类型" testId="new-variable-type" value={numType} onChange={setNumType}>
            <LabelOptions labels={NumericVarTypeLabel} />
          </FormSelect>
          <FormInput
            label="默认值"
            testId="new-variable-init"
            type="number"
            value={init}
            width="w-24"
            onChange={setInit}
          />
        </>
      ) : (
        <>
          <FormSelect label="元素类型" testId="new-variable-type" value={arrType} onChange={setArrType}>
            <LabelOptions labels={ArrayVarTypeLabel} />
          </FormSelect>
          {arrType === ArrayVarType.GOOD && (
            <FormSelect
              label="物品类型"
              testId="new-variable-good-type"
              value={goodType}
              onChange={setGoodType}
            >
              <option value="">任意类型</option>
              <NamedOptions items={typeItems(types)} />
            </FormSelect>
          )}
        </>
      )}
      <Button type="submit" loading={busy} data-testid="new-variable-add">
        新建
      </Button>
    </CatalogForm>
  );
}
