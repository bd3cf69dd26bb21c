import { type TWorkBaseInfo, ZWorkBaseInfoWrite } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { useBusySubmit } from '../../lib/useBusySubmit';
import type { BaseInfoValues } from './model';
import { useWorkFields } from './useWorkFields';
import {
  WorkGenreAndTags,
  WorkIntroField,
  WorkLengthChips,
  WorkNameField,
  WorkTargetGroupChips,
} from './WorkFields';

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
  const fields = useWorkFields({
    name: info.project_name,
    intro: info.intro ?? '',
    workType: info.work_type ?? '',
    tags: info.tags ?? [],
    targetGroup: info.target_group,
    lengthType: info.length_type,
  });
  const { busy, run } = useBusySubmit();

  const submit = async () => {
    const values: BaseInfoValues = fields.body();
    if (!fields.check(ZWorkBaseInfoWrite.safeParse({ project_id: info.project_id, ...values }))) return;
    await run(() => onSave(values));
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
        <WorkNameField fields={fields} data-testid="base-info-name" />
        <WorkIntroField fields={fields} data-testid="base-info-intro" />
        <WorkGenreAndTags fields={fields} genreTestId="base-info-genre" />
        <WorkTargetGroupChips fields={fields} testId="base-info-target-group" />
        <WorkLengthChips fields={fields} testId="base-info-length-type" />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" loading={busy} disabled={readOnly} data-testid="base-info-save">
          保存
        </Button>
      </div>
    </form>
  );
}
