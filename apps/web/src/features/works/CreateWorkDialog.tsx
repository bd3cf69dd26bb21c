import {
  type TLengthType,
  type TMediaType,
  type TProjectType,
  type TTargetGroup,
  WORK_GENRES,
  ZProjectAdd,
} from '@juzuo/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { CoverPick } from './CoverPick';
import { DialogFrame } from './DialogFrame';
import { ChipGroup, SelectField, TextAreaField } from './fields';
import { workHref } from './model';
import {
  LENGTH_TYPE_OPTIONS,
  MEDIA_TYPES_OF,
  mediaOptionsFor,
  NEW_WORK_DEFAULTS,
  PROJECT_TYPE_OPTIONS,
  TARGET_GROUP_OPTIONS,
} from './options';
import { TagsInput } from './TagsInput';
import { useTagSuggestions, useWorkActions } from './useWorks';

const GENRE_OPTIONS = [
  { value: '', label: '未选择' },
  ...WORK_GENRES.map((g) => ({ value: String(g.id), label: g.name })),
];

/** Field errors of the form, keyed by body field. */
type Errors = Partial<Record<string, string>>;

/** The 新建作品 dialog: kind, medium, length, audience, genre, tags and an optional cover. */
export function CreateWorkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { create } = useWorkActions();
  const suggestions = useTagSuggestions();
  const [name, setName] = useState('');
  const [projectType, setProjectType] = useState<TProjectType>(NEW_WORK_DEFAULTS.project_type);
  const [mediaType, setMediaType] = useState<TMediaType>(NEW_WORK_DEFAULTS.media_type);
  const [lengthType, setLengthType] = useState<TLengthType>(NEW_WORK_DEFAULTS.length_type);
  const [targetGroup, setTargetGroup] = useState<TTargetGroup>(NEW_WORK_DEFAULTS.target_group);
  const [workType, setWorkType] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [intro, setIntro] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setName('');
    setProjectType(NEW_WORK_DEFAULTS.project_type);
    setMediaType(NEW_WORK_DEFAULTS.media_type);
    setLengthType(NEW_WORK_DEFAULTS.length_type);
    setTargetGroup(NEW_WORK_DEFAULTS.target_group);
    setWorkType('');
    setTags([]);
    setIntro('');
    setCover(null);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const chooseProjectType = (t: TProjectType) => {
    setProjectType(t);
    // Keep the medium valid for the new kind (a comic cannot be a novel).
    if (!MEDIA_TYPES_OF[t].includes(mediaType)) setMediaType(MEDIA_TYPES_OF[t][0] as TMediaType);
  };

  const submit = async () => {
    const body = {
      project_name: name,
      project_type: projectType,
      media_type: mediaType,
      length_type: lengthType,
      target_group: targetGroup,
      work_type: workType || null,
      tags,
      intro,
    };
    const parsed = ZProjectAdd.safeParse(body);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const id = await create(body, cover);
      if (id) {
        close();
        navigate(workHref({ id, projectType }));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      onClose={close}
      title="新建作品"
      width="max-w-2xl"
      testId="create-work-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            取消
          </Button>
          <Button onClick={submit} loading={busy} data-testid="create-work-submit">
            创建
          </Button>
        </>
      }
    >
      <form
        noValidate
        aria-label="新建作品"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="grid grid-cols-[1fr_auto] gap-x-6"
      >
        <div>
          <TextField
            label="作品名称"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((prev) => ({ ...prev, project_name: undefined }));
            }}
            maxLength={50}
            placeholder="给作品起个名字"
            error={errors.project_name}
            data-testid="create-work-name"
            autoFocus
          />
          <ChipGroup
            label="作品类型"
            options={PROJECT_TYPE_OPTIONS}
            value={projectType}
            onChange={chooseProjectType}
            testId="create-work-project-type"
          />
          <ChipGroup
            label="媒介"
            options={mediaOptionsFor(projectType)}
            value={mediaType}
            onChange={setMediaType}
            testId="create-work-media-type"
          />
          <ChipGroup
            label="篇幅"
            options={LENGTH_TYPE_OPTIONS}
            value={lengthType}
            onChange={setLengthType}
            testId="create-work-length-type"
          />
          <ChipGroup
            label="目标受众"
            options={TARGET_GROUP_OPTIONS}
            value={targetGroup}
            onChange={setTargetGroup}
            testId="create-work-target-group"
          />
        </div>
        <CoverPick file={cover} onFile={setCover} />
        <div className="col-span-2">
          <SelectField
            label="题材"
            options={GENRE_OPTIONS}
            value={workType}
            onChange={(e) => setWorkType(e.target.value)}
            className="mb-4"
            data-testid="create-work-genre"
          />
          <TagsInput label="标签" value={tags} onChange={setTags} suggestions={suggestions} />
          {errors.tags && (
            <p role="alert" className="-mt-3 mb-3 text-xs text-rose-600">
              {errors.tags}
            </p>
          )}
          <TextAreaField
            label="简介"
            value={intro}
            onChange={(e) => setIntro(e.target.value)}
            maxLength={200}
            placeholder="一句话介绍你的作品（选填）"
            error={errors.intro}
          />
        </div>
      </form>
    </DialogFrame>
  );
}
