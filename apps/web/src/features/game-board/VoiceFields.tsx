import type { TGameVoiceFields } from '@juzuo/schemas';
import { useState } from 'react';
import { LiveText, Problem } from './formParts';
import { parseVoiceNumber } from './formRules';

const VOICE_TEXT = [
  ['v_type', '音色类型'],
  ['v_model', '音色模型'],
  ['v_emotion', '情绪'],
] as const;
const VOICE_NUMBER = [
  ['v_pitch', '音调'],
  ['v_speed', '语速'],
  ['v_volume', '音量'],
] as const;

/** Props of the voice fields. */
export interface VoiceFieldsProps {
  voice: TGameVoiceFields;
  /** Writes one field; undefined clears it. */
  onSet: (key: keyof TGameVoiceFields, value: string | number | undefined) => void;
  readOnly: boolean;
  /** Test ids are `<testPrefix>-<field>` when given. */
  testPrefix?: string;
}

/**
 * The six voice fields of spec 02 section 3 (a line's own voice or a role's): text fields, and
 * numbers that refuse anything but a number. No timbre list exists yet, so the timbre is typed.
 */
export function VoiceFields({ voice, onSet, readOnly, testPrefix }: VoiceFieldsProps) {
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const testId = (key: string) => (testPrefix ? `${testPrefix}-${key}` : undefined);
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        {VOICE_TEXT.map(([key, label]) => (
          <LiveText
            key={key}
            label={label}
            value={voice[key] ?? ''}
            onChange={(v) => onSet(key, v.trim() === '' ? undefined : v)}
            readOnly={readOnly}
            maxLength={100}
            testId={testId(key)}
          />
        ))}
        {VOICE_NUMBER.map(([key, label]) => (
          <LiveText
            key={key}
            label={label}
            value={voice[key] === undefined ? '' : String(voice[key])}
            onChange={(v) => {
              const parsed = parseVoiceNumber(v);
              setNumberProblem(parsed.ok ? null : `${label}应为数字`);
              if (parsed.ok) onSet(key, parsed.value);
            }}
            readOnly={readOnly}
            testId={testId(key)}
          />
        ))}
      </div>
      <Problem text={numberProblem} />
    </>
  );
}
