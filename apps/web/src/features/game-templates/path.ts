/** How the full-screen template editor opens: editable, or to look only. */
export type TemplateEditType = 'edit' | 'view';

/** The full-screen editor of a template (spec 01 section 2.3). */
export const templateEditorPath = (workId: string, templateId: string, editType: TemplateEditType): string =>
  `/workDetail/${workId}/GAME/gameTemplate/${templateId}/${editType}`;

/** The template list of a work. */
export const templateListPath = (workId: string): string => `/workDetail/${workId}/GAME/gameTemplate`;
