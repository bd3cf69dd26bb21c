import { DubbingMessage } from '@juzuo/schemas';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../stores/toast';
import { setNodeFields } from '../game-board/boardModel';
import { LiveText, Section } from '../game-board/formParts';
import { storyLinePath } from '../game-board/storyLinePath';
import { VoiceFields } from '../game-board/VoiceFields';
import { ResourcePicker } from '../game-resources/ResourcePicker';
import { UploadResource } from '../game-resources/UploadResource';
import { OtherBoards } from './OtherBoards';
import { deleteRole, type GameRole, type RoleLine, renameRole, roleLabel, roleNameTaken } from './roleModel';
import { useUploadedPortrait } from './useUploadedPortrait';

/** Props of one role's settings. */
export interface RoleDetailProps {
  workId: string;
  boardId: string;
  ydoc: Y.Doc;
  role: GameRole;
  lines: readonly RoleLine[];
  readOnly: boolean;
  onDeleted: () => void;
}

/** One role: name, portrait, description, voice (what its lines are dubbed with) and its lines. */
export function RoleDetail({ workId, boardId, ydoc, role, lines, readOnly, onDeleted }: RoleDetailProps) {
  const [deleting, setDeleting] = useState(false);
  const portrait = useUploadedPortrait(workId, (id) => setNodeFields(ydoc, role.id, { resource_id: id }));
  const nodeCount = new Set(lines.map((l) => l.nodeId)).size;
  return (
    <div className="mx-auto max-w-4xl space-y-4 p-6" data-testid="role-detail" data-role-id={role.id}>
      <div className="grid gap-6 rounded-xl bg-white p-5 ring-1 ring-slate-200 md:grid-cols-[14rem_1fr]">
        <div className="space-y-2">
          <ResourcePicker
            workId={workId}
            type="IMAGE"
            label="角色立绘"
            value={role.resourceId}
            onChange={(id) => setNodeFields(ydoc, role.id, { resource_id: id })}
            readOnly={readOnly}
          />
          {!readOnly && (
            <div className="flex flex-col items-start gap-1 text-xs text-slate-400">
              <UploadResource workId={workId} type="IMAGE" categoryId={null} onUploaded={portrait.uploaded} />
              <span>上传的图片存入素材库并设为立绘</span>
            </div>
          )}
        </div>
        <div className="space-y-3">
          <LiveText
            label="角色名称"
            value={role.name}
            maxLength={100}
            onChange={(v) => {
              if (!renameRole(ydoc, role.id, v)) toast.error(roleNameTaken(v));
            }}
            readOnly={readOnly}
            testId="role-name"
          />
          <LiveText
            label="角色描述"
            multiline
            maxLength={5000}
            placeholder="性格、身份、与其他角色的关系……"
            value={role.text}
            onChange={(v) => setNodeFields(ydoc, role.id, { text: v === '' ? undefined : v })}
            readOnly={readOnly}
            testId="role-text"
          />
          {!readOnly && (
            <div className="text-right">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setDeleting(true)}
                data-testid="role-delete"
              >
                删除角色
              </Button>
            </div>
          )}
        </div>
      </div>

      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="role-voice">
        <div className="mb-3 flex flex-wrap items-baseline gap-2">
          <h3 className="text-sm font-semibold text-slate-900">配音音色</h3>
          <span
            data-testid="role-voice-state"
            data-ready={role.hasVoice}
            className={`rounded-full px-2 py-0.5 text-xs ${
              role.hasVoice ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700'
            }`}
          >
            {role.hasVoice
              ? '已配置音色，台词可以配音'
              : `未配置音色（配音时提示「${DubbingMessage.roleTimbreRequired}」）`}
          </span>
        </div>
        <VoiceFields
          voice={role.voice}
          onSet={(key, value) => setNodeFields(ydoc, role.id, { [key]: value })}
          readOnly={readOnly}
          testPrefix="role-voice"
        />
        <p className="mt-2 text-xs text-slate-400">
          「音色模型」填写配音引擎的音色名即可；配音功能上线后按这里的设置为该角色的全部台词生成配音。单句台词另设的音色优先。
        </p>
      </div>

      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="role-lines">
        <h3 className="text-sm font-semibold text-slate-900">
          台词{' '}
          <span className="font-normal text-slate-500">
            共{lines.length}句，分布在{nodeCount}个剧情节点
          </span>
        </h3>
        <OtherBoards workId={workId} boardId={boardId} roleName={role.name} />
        {lines.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">
            还没有台词。在「故事线」的剧情节点里添加对话并选择这个角色。
          </p>
        ) : (
          <Section title="按故事线中的位置">
            <ol className="divide-y divide-slate-100">
              {lines.map((l) => (
                <li
                  key={l.lineId ?? `${l.nodeId}-${l.index}`}
                  data-testid="role-line"
                  className="flex gap-3 py-2 text-sm"
                >
                  <Link
                    to={storyLinePath(workId, boardId, l.nodeId)}
                    className="w-32 shrink-0 truncate text-brand-600 hover:underline"
                    title="在故事线中打开这个节点"
                  >
                    {l.nodeName}
                  </Link>
                  <span className="min-w-0 flex-1 text-slate-700">
                    {l.msg || <em className="text-slate-400">（空台词）</em>}
                  </span>
                </li>
              ))}
            </ol>
          </Section>
        )}
      </div>

      <ConfirmDialog
        open={deleting}
        title="删除角色"
        message={`确定删除「${roleLabel(role)}」吗？它的${lines.length}句台词会保留说话人名字，但需要重新选择角色。`}
        confirmLabel="删除"
        danger
        onConfirm={() => {
          setDeleting(false);
          deleteRole(ydoc, role.id);
          onDeleted();
        }}
        onCancel={() => setDeleting(false)}
      />
    </div>
  );
}
