import type { TLengthType, TTargetGroup } from '@juzuo/schemas';
import { useState } from 'react';
import { useTagSuggestions } from './useWorks';

/** Field errors of a work form, keyed by body field. */
export type FieldErrors = Partial<Record<string, string>>;

/** The fields both work forms edit (新建作品 and 基本信息), as the form holds them. */
export interface WorkFieldValues {
  name: string;
  intro: string;
  /** Genre id as text; '' means none chosen. */
  workType: string;
  tags: string[];
  targetGroup: TTargetGroup;
  lengthType: TLengthType;
}

/** What a zod safeParse answers, as far as the form reads it. */
interface CheckResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/**
 * State of the shared work fields: values, per-field errors and tag suggestions, plus `check` that
 * shows a schema's first message per field. One hook so both forms validate and clear alike.
 */
export function useWorkFields(initial: WorkFieldValues) {
  const suggestions = useTagSuggestions();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof WorkFieldValues>(key: K, value: WorkFieldValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));
  return {
    values,
    errors,
    suggestions,
    set,
    /** Sets the name and clears its error (the user is fixing it). */
    setName(name: string) {
      set('name', name);
      setErrors((prev) => ({ ...prev, project_name: undefined }));
    },
    /** The shared part of the request body. */
    body() {
      return {
        project_name: values.name,
        intro: values.intro,
        work_type: values.workType || null,
        tags: values.tags,
        target_group: values.targetGroup,
        length_type: values.lengthType,
      };
    },
    /** Shows the first message per field of a failed parse; answers whether the parse passed. */
    check(result: CheckResult): boolean {
      if (!result.success) {
        const next: FieldErrors = {};
        for (const issue of result.error?.issues ?? []) next[String(issue.path[0])] ??= issue.message;
        setErrors(next);
        return false;
      }
      setErrors({});
      return true;
    },
    /** Back to the initial values, without errors. */
    reset() {
      setValues(initial);
      setErrors({});
    },
  };
}

/** The state useWorkFields answers, as the field components take it. */
export type WorkFields = ReturnType<typeof useWorkFields>;
