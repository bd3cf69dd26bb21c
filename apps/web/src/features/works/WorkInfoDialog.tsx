import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { Spinner } from '../../components/Spinner';
import { EstimatePanel } from '../export/EstimatePanel';
import { BaseInfoForm } from './BaseInfoForm';
import { CoverManager } from './CoverManager';
import { DialogFrame } from './DialogFrame';
import { useBaseInfo } from './useWorks';

const TAB =
  'h-9 rounded-lg px-4 text-sm text-slate-600 outline-none data-[focus]:ring-2 data-[focus]:ring-brand-400 data-[selected]:bg-brand-50 data-[selected]:font-medium data-[selected]:text-brand-700 data-[hover]:text-slate-900';

/** 作品信息: the base info form and the cover picker of one work. */
export function WorkInfoDialog({
  workId,
  open,
  onClose,
  readOnly = false,
}: {
  workId: string;
  open: boolean;
  onClose: () => void;
  readOnly?: boolean;
}) {
  const { info, save } = useBaseInfo(open ? workId : null);
  return (
    <DialogFrame open={open} onClose={onClose} title="作品信息" width="max-w-2xl" testId="work-info-dialog">
      {readOnly && (
        <p
          data-testid="work-info-read-only"
          className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-700"
        >
          只读：修改作品信息需要「写作」作品权限，或由作品创建者操作。
        </p>
      )}
      <TabGroup>
        <TabList className="mb-5 flex gap-1">
          <Tab className={TAB} data-testid="work-info-tab-base">
            基本信息
          </Tab>
          <Tab className={TAB} data-testid="work-info-tab-cover">
            封面
          </Tab>
          <Tab className={TAB} data-testid="work-info-tab-estimate">
            篇幅估算
          </Tab>
        </TabList>
        <TabPanels>
          <TabPanel>
            {info ? (
              <BaseInfoForm
                key={info.project_id}
                info={info}
                readOnly={readOnly}
                onSave={async (values) => {
                  await save(values);
                  onClose();
                }}
              />
            ) : (
              <div className="grid h-40 place-items-center">
                <Spinner />
              </div>
            )}
          </TabPanel>
          <TabPanel>
            <CoverManager workId={workId} readOnly={readOnly} />
          </TabPanel>
          <TabPanel>
            <EstimatePanel workId={workId} readOnly={readOnly} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </DialogFrame>
  );
}
