import {
  type TLengthType,
  type TTargetGroup,
  type TWorkBaseInfo,
  WORK_GENRES,
  ZWorkBaseInfoWrite,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { ChipGroup, SelectField, TextAreaField } from './fields';
import { LENGTH_TYPE_OPTIONS, TARGET_GROUP_OPTIONS } from './options';
import { TagsInput } from './TagsInput';
import { useTagSuggestions } from './useWorks';

const GENRE_OPTIONS = [
  { value: '', label: '未选择' },
  ...WORK_GENRES.map((g) => ({ value: String(g.id), label: g.name })),
];

/** The editable part of works/base_info. */
export interface BaseInfoValues {
  project_name: string;
  intro: string;
  work_type: string | null;
  tags: string[];
  target_group: TTargetGroup;
  length_type: TLengthType;
}

/** Base info of a work: name, intro, genre, tags, audience and length; saved with works/base_info PUT. */
export function BaseInfoForm({
  info,
  readOnly,
  onSave,
}: {
  info: TWorkBaseInfo;
  readOnly: boolean;
  onSave: (values: BaseInfoValues) => Promise<void>;
}) {
  const suggestions = useTagSuggestions();
  const [name, setName] = useState(info.project_name);
  const [intro, setIntro] = useState(info.intro ?? '');
  const [workType, setWorkType] = useState(info.work_type ?? '');
  const [tags, setTags] = useState<string[]>(info.tags ?? []);
  const [targetGroup, setTargetGroup] = useState<TTargetGroup>(info.target_group);
  const [lengthType, setLengthType] = useState<TLengthType>(info.length_type);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values: BaseInfoValues = {
      project_name: name,
      intro,
      work_type: workType || null,
      tags,
      target_group: targetGroup,
      length_type: lengthType,
    };
    const parsed = ZWorkBaseInfoWrite.safeParse({ project_id: info.project_id, ...values });
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSave(values);
    } catch {
      // The client already showed the failure.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="作品基本信息"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={readOnly} className="contents">
        <TextField
          label="作品名称"
          value={name}
          maxLength={50}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((prev) => ({ ...prev, project_name: undefined }));
          }}
          error={errors.project_name}
          data-testid="base-info-name"
        />
        <TextAreaField
          label="简介"
          value={intro}
          maxLength={200}
          onChange={(e) => setIntro(e.target.value)}
          error={errors.intro}
          data-testid="base-info-intro"
        />
        <SelectField
          label="题材"
          options={GENRE_OPTIONS}
          value={workType}
          onChange={(e) => setWorkType(e.target.value)}
          className="mb-4"
          data-testid="base-info-genre"
        />
        <TagsInput label="标签" value={tags} onChange={setTags} suggestions={suggestions} />
        {errors.tags && (
          <p role="alert" className="-mt-3 mb-3 text-xs text-rose-600">
            {errors.tags}
          </p>
        )}
        <ChipGroup
          label="目标受众"
          options={TARGET_GROUP_OPTIONS}
          value={targetGroup}
          onChange={setTargetGroup}
          testId="base-info-target-group"
        />
        <ChipGroup
          label="篇幅"
          options={LENGTH_TYPE_OPTIONS}
          value={lengthType}
          onChange={setLengthType}
          testId="base-info-length-type"
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={readOnly} data-testid="base-info-save">
          保存
        </Button>
      </div>
    </form>
  );
}
