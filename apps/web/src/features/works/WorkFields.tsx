// The fields 新建作品 and 基本信息 share; each form lays them out and adds its own.
import { WORK_GENRES } from '@juzuo/schemas';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { ChipGroup, SelectField, TextAreaField } from './fields';
import { LENGTH_TYPE_OPTIONS, TARGET_GROUP_OPTIONS } from './options';
import { TagsInput } from './TagsInput';
import type { WorkFields } from './useWorkFields';

const GENRE_OPTIONS = [
  { value: '', label: '未选择' },
  ...WORK_GENRES.map((g) => ({ value: String(g.id), label: g.name })),
];

type Passed = 'label' | 'value' | 'onChange' | 'error' | 'maxLength';

/** 作品名称: typing clears its error. */
export function WorkNameField({ fields, ...rest }: { fields: WorkFields } & Omit<TextFieldProps, Passed>) {
  return (
    <TextField
      label="作品名称"
      value={fields.values.name}
      maxLength={50}
      onChange={(e) => fields.setName(e.target.value)}
      error={fields.errors.project_name}
      {...rest}
    />
  );
}

/** 简介. */
export function WorkIntroField({
  fields,
  ...rest
}: {
  fields: WorkFields;
  placeholder?: string;
  'data-testid'?: string;
}) {
  return (
    <TextAreaField
      label="简介"
      value={fields.values.intro}
      maxLength={200}
      onChange={(e) => fields.set('intro', e.target.value)}
      error={fields.errors.intro}
      {...rest}
    />
  );
}

/** 题材 select, then 标签 with the team's suggestions and the tags' error. */
export function WorkGenreAndTags({ fields, genreTestId }: { fields: WorkFields; genreTestId: string }) {
  return (
    <>
      <SelectField
        label="题材"
        options={GENRE_OPTIONS}
        value={fields.values.workType}
        onChange={(e) => fields.set('workType', e.target.value)}
        className="mb-4"
        data-testid={genreTestId}
      />
      <TagsInput
        label="标签"
        value={fields.values.tags}
        onChange={(tags) => fields.set('tags', tags)}
        suggestions={fields.suggestions}
      />
      {fields.errors.tags && (
        <p role="alert" className="-mt-3 mb-3 text-xs text-rose-600">
          {fields.errors.tags}
        </p>
      )}
    </>
  );
}

/** 目标受众 chips; testId is the chips' test id prefix. */
export function WorkTargetGroupChips({ fields, testId }: { fields: WorkFields; testId: string }) {
  return (
    <ChipGroup
      label="目标受众"
      options={TARGET_GROUP_OPTIONS}
      value={fields.values.targetGroup}
      onChange={(v) => fields.set('targetGroup', v)}
      testId={testId}
    />
  );
}

/** 篇幅 chips; testId is the chips' test id prefix. */
export function WorkLengthChips({ fields, testId }: { fields: WorkFields; testId: string }) {
  return (
    <ChipGroup
      label="篇幅"
      options={LENGTH_TYPE_OPTIONS}
      value={fields.values.lengthType}
      onChange={(v) => fields.set('lengthType', v)}
      testId={testId}
    />
  );
}
