import { useCallMutation } from '@juzuo/api-client/react';
import {
  ArrayVarType,
  ArrayVarTypeLabel,
  GameVariableMessage,
  gameArrayUpdate,
  gameNumericUpdate,
  isDuplicateVariableName,
  NumericVarType,
  NumericVarTypeLabel,
  type TGameVariable,
  type TVariableScope,
  VariableScopeLabel,
} from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { NodeChips } from '../game-board/NodeChips';
import { variableName } from '../game-play/model';
import type { GoodType } from './catalog';
import { FieldError } from './FieldError';
import { CELL, CellSelect, LabelOptions, NamedOptions, typeItems } from './formParts';
import { InlineName } from './InlineName';
import { useSubmit } from './useSubmit';

/** Props of one variable's row. */
export interface VariableRowProps {
  boardId: string;
  variable: TGameVariable;
  /** The other variables' names (the rename check). */
  otherNames: readonly string[];
  types: readonly GoodType[];
  writers: readonly string[];
  readers: readonly string[];
  /** Names of the stores whose prices are paid in this variable. */
  stores: readonly string[];
  nameOf: (id: string) => string;
  onJump: (id: string) => void;
  onDelete: () => void;
  editable: boolean;
}

/** The columns of a variable's row, shared with the header above the rows. */
export const VARIABLE_COLUMNS =
  'grid grid-cols-[minmax(8rem,1.4fr)_6.5rem_6.5rem_minmax(7rem,1fr)_4rem] items-center gap-3';

/** A variable: name, scope, type and default value edit in place; below, who writes and reads it. */
export function VariableRow(props: VariableRowProps) {
  const { boardId, variable: v, otherNames, editable } = props;
  const updateNumeric = useCallMutation(gameNumericUpdate);
  const updateArray = useCallMutation(gameArrayUpdate);
  const { error, setError, refuse, run } = useSubmit();
  const save = (fields: Record<string, unknown>) =>
    run(() =>
      v.kind === 'numeric'
        ? updateNumeric({ board_id: boardId, var_id: v.var_id, ...fields }, { silent: true })
        : updateArray({ board_id: boardId, var_id: v.var_id, ...fields }, { silent: true }),
    );
  const rename = async (name: string) => {
    if (name === '') return refuse(GameVariableMessage.nameRequired);
    if (isDuplicateVariableName(name, otherNames)) return refuse(GameVariableMessage.duplicateName);
    return save(v.kind === 'numeric' ? { var_name: name } : { name });
  };
  return (
    <li data-testid="catalog-variable" data-var-name={variableName(v)} className="px-4 py-3">
      <div className={VARIABLE_COLUMNS}>
        <InlineName
          value={variableName(v)}
          label="变量名称"
          disabled={!editable}
          testId="variable-rename"
          onSave={rename}
        />
        <CellSelect<TVariableScope>
          label="作用域"
          testId="variable-scope"
          disabled={!editable}
          value={v.scope}
          onChange={(scope) => void save({ scope })}
        >
          <LabelOptions labels={VariableScopeLabel} />
        </CellSelect>
        <TypeSelect {...props} onSave={save} />
        {v.kind === 'numeric' ? (
          <DefaultValue
            value={v.init_value}
            integer={v.var_type === NumericVarType.INT}
            disabled={!editable}
            onSave={(n) => save({ init_value: n })}
            onInvalid={setError}
          />
        ) : (
          <span className="text-xs text-slate-400">初始为空</span>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabled={!editable}
          onClick={props.onDelete}
          data-testid="variable-delete"
        >
          删除
        </Button>
      </div>
      <FieldError message={error} testId="variable-error" />
      <div className="mt-1.5 grid gap-0.5 pl-1.5 text-xs">
        <NodeChips
          title="写入"
          ids={props.writers}
          nameOf={props.nameOf}
          onJump={props.onJump}
          testId="variable-writer"
        />
        <NodeChips
          title="读取"
          ids={props.readers}
          nameOf={props.nameOf}
          onJump={props.onJump}
          testId="variable-reader"
        />
        {props.stores.length > 0 && (
          <p className="text-slate-500" data-testid="variable-stores">
            商店货币：{props.stores.join('、')}
          </p>
        )}
      </div>
    </li>
  );
}

/** The value type (numeric) or element type and good type (array). */
function TypeSelect({
  variable: v,
  types,
  editable,
  onSave,
}: VariableRowProps & { onSave: (f: Record<string, unknown>) => Promise<boolean> }) {
  const array = v.kind === 'array';
  return (
    <div className="flex flex-col gap-1">
      <CellSelect
        label={array ? '元素类型' : '类型'}
        testId="variable-type"
        disabled={!editable}
        value={v.var_type}
        onChange={(type) => void onSave({ var_type: type })}
      >
        <LabelOptions labels={array ? ArrayVarTypeLabel : NumericVarTypeLabel} suffix={array ? '数组' : ''} />
      </CellSelect>
      {array && v.var_type === ArrayVarType.GOOD && (
        <CellSelect
          label="物品类型"
          testId="variable-good-type"
          disabled={!editable}
          value={v.good_type ?? ''}
          onChange={(goodType) => void onSave({ good_type: goodType })}
        >
          <option value="">任意类型</option>
          <NamedOptions items={typeItems(types)} />
        </CellSelect>
      )}
    </div>
  );
}

/** The default value of a numeric variable, saved when the field loses focus. */
function DefaultValue({
  value,
  integer,
  disabled,
  onSave,
  onInvalid,
}: {
  value: number;
  integer: boolean;
  disabled: boolean;
  onSave: (n: number) => Promise<boolean>;
  onInvalid: (message: string) => void;
}) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const n = Number(draft);
    const problem =
      draft.trim() === '' || !Number.isFinite(n)
        ? '默认值应为数字'
        : integer && !Number.isInteger(n)
          ? '整数变量的默认值应为整数'
          : null;
    if (problem) {
      onInvalid(problem);
      setDraft(String(value));
    } else if (n !== value) void onSave(n);
  };
  return (
    <input
      aria-label="默认值"
      data-testid="variable-init"
      type="number"
      step="any"
      disabled={disabled}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      className={`${CELL} w-24`}
    />
  );
}
