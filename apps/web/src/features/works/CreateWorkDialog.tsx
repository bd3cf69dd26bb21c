import { type TMediaType, type TProjectType, ZProjectAdd } from '@juzuo/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button';
import { api } from '../../lib/api';
import { CoverPick } from './CoverPick';
import { DialogFrame } from './DialogFrame';
import { ChipGroup } from './fields';
import { workHref } from './model';
import { MEDIA_TYPES_OF, mediaOptionsFor, NEW_WORK_DEFAULTS, PROJECT_TYPE_OPTIONS } from './options';
import { useWorkFields } from './useWorkFields';
import { useWorkActions } from './useWorks';
import {
  WorkGenreAndTags,
  WorkIntroField,
  WorkLengthChips,
  WorkNameField,
  WorkTargetGroupChips,
} from './WorkFields';

/** The 新建作品 dialog: kind, medium, length, audience, genre, tags and an optional cover. */
export function CreateWorkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { create } = useWorkActions();
  const fields = useWorkFields({
    name: '',
    intro: '',
    workType: '',
    tags: [],
    targetGroup: NEW_WORK_DEFAULTS.target_group,
    lengthType: NEW_WORK_DEFAULTS.length_type,
  });
  const [projectType, setProjectType] = useState<TProjectType>(NEW_WORK_DEFAULTS.project_type);
  const [mediaType, setMediaType] = useState<TMediaType>(NEW_WORK_DEFAULTS.media_type);
  const [cover, setCover] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    fields.reset();
    setProjectType(NEW_WORK_DEFAULTS.project_type);
    setMediaType(NEW_WORK_DEFAULTS.media_type);
    setCover(null);
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
    const body = { ...fields.body(), project_type: projectType, media_type: mediaType };
    if (!fields.check(ZProjectAdd.safeParse(body))) return;
    setBusy(true);
    try {
      const id = await create(body, cover);
      if (id) {
        // A new script or novel opens where the writing happens: its first episode (chapter), which
        // the server names 第1集 / 第1章. Without it (the call failed) the work opens as usual.
        const first =
          projectType === 'SCRIPT'
            ? await api.docs.add({ project_id: id, volume_id: null }).catch(() => null)
            : null;
        close();
        navigate(
          first
            ? `${workHref({ id, projectType })}/script?doc=${encodeURIComponent(first.doc_id)}`
            : workHref({ id, projectType }),
        );
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
          <WorkNameField
            fields={fields}
            placeholder="给作品起个名字"
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
          <WorkLengthChips fields={fields} testId="create-work-length-type" />
          <WorkTargetGroupChips fields={fields} testId="create-work-target-group" />
        </div>
        <CoverPick file={cover} onFile={setCover} />
        <div className="col-span-2">
          <WorkGenreAndTags fields={fields} genreTestId="create-work-genre" />
          <WorkIntroField fields={fields} placeholder="一句话介绍你的作品（选填）" />
        </div>
      </form>
    </DialogFrame>
  );
}
