import {
  type TCallInput,
  templateAdd,
  templateApply,
  templateDelete,
  templateGet,
  templateList,
  templatePublish,
  templateUpdate,
  templateWithdraw,
  templateWorkTypeList,
} from '@juzuo/schemas';
import type { CallOptions, Transport } from '../transport';

/** Template library (spec 02 §7 "Templates"): browse, own templates, publishing and apply. */
export function templatesService(t: Transport) {
  return {
    /** Work types, document types and sources for the filters (GET /ixj_web/works/template_work_type_list). */
    typeOptions: (opts?: CallOptions) => t.call(templateWorkTypeList, {}, opts),
    /** Templates the caller can see (GET /ixj_web/works/template_list), with the caller's abilities. */
    list: (query: TCallInput<typeof templateList> = {}, opts?: CallOptions) =>
      t.call(templateList, query, opts),
    /** One template with its content (GET /ixj_web/works/template). */
    get: (query: TCallInput<typeof templateGet>, opts?: CallOptions) => t.call(templateGet, query, opts),
    /** A new template of the caller's own (POST /ixj_web/works/template). */
    add: (body: TCallInput<typeof templateAdd>, opts?: CallOptions) => t.call(templateAdd, body, opts),
    /** Edits one of the caller's templates (PUT /ixj_web/works/template). */
    update: (body: TCallInput<typeof templateUpdate>, opts?: CallOptions) =>
      t.call(templateUpdate, body, opts),
    /** Deletes one of the caller's templates (DELETE /ixj_web/works/template). */
    delete: (body: TCallInput<typeof templateDelete>, opts?: CallOptions) =>
      t.call(templateDelete, body, opts),
    /** Publishes to the current team, or for everyone (POST /ixj_web/works/published_template). */
    publish: (body: TCallInput<typeof templatePublish>, opts?: CallOptions) =>
      t.call(templatePublish, body, opts),
    /** Withdraws a publication (DELETE /ixj_web/works/published_template). */
    withdraw: (body: TCallInput<typeof templateWithdraw>, opts?: CallOptions) =>
      t.call(templateWithdraw, body, opts),
    /** A new idea or script document in a work holding the template's content (POST /ixj_web/works/apply_template). */
    apply: (body: TCallInput<typeof templateApply>, opts?: CallOptions) => t.call(templateApply, body, opts),
  };
}

/** The template library calls of the client. */
export type TemplatesService = ReturnType<typeof templatesService>;
