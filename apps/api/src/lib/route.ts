import { type CallDef, callId, type TCallData, type TCallParsed, type TEnvelope } from '@juzuo/schemas';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { optionalUser, requireUser } from '../plugins/auth';
import { parse } from './validate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered through `route`, in registration order (the OpenAPI document's source). */
    calls: CallDef[];
    /** Every route Fastify registered (`METHOD url`, HEAD left out): the completeness test compares them. */
    registeredRoutes: string[];
  }
  interface FastifyRequest {
    /** The call's input after validation against its definition (set before the area's own guards run). */
    input: unknown;
  }
}

/** A request whose input was validated against the call `D`. */
export type CallRequest<D extends CallDef> = FastifyRequest & { input: TCallParsed<D> };

/** What a handler may answer: the envelope of the call's data, or anything it sent through `reply`. */
export type CallAnswer<D extends CallDef> = TEnvelope<TCallData<D>> | FastifyReply | unknown;

/** Extra route options an area adds to what the definition implies. */
export interface RouteOptions {
  /** Area guards (team or work permission ...); they run after authentication and validation. */
  preHandler?: preHandlerHookHandler[];
  /** Hooks before the body is read (the internal secret check, rate limits that must not parse). */
  onRequest?: onRequestHookHandler[];
  /** Route config (rate-limit settings ...). */
  config?: RouteShorthandOptions['config'];
  bodyLimit?: number;
}

/** Query and body merged (body wins): older clients send ids either way, on every method. */
export function requestFields(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return {
    ...(request.query as object | undefined),
    ...(body && typeof body === 'object' ? (body as object) : {}),
  };
}

/** The validation step of a call: parses its input into `request.input` (a 4xxx answer on failure). */
function validator(def: CallDef): preHandlerHookHandler {
  return async (request) => {
    // Multipart bodies are streamed by the handler; the definition only documents their fields.
    if (def.body === 'multipart') {
      request.input = parse(def.input, request.query ?? {});
      return;
    }
    // A JSON array where the fields belong is validated as it is, so it fails naming the problem.
    request.input = parse(def.input, Array.isArray(request.body) ? request.body : requestFields(request));
  };
}

const authentication: Record<CallDef['auth'], preHandlerHookHandler[]> = {
  user: [requireUser],
  optional: [optionalUser],
  public: [],
  internal: [],
};

/**
 * Registers a call from its definition: method and path from the definition, authentication from
 * `def.auth`, then validation of the input into `request.input`, then the area's own guards, then
 * the handler. Every route of the API goes through here, so the OpenAPI document lists them all.
 */
export function route<D extends CallDef>(
  app: FastifyInstance,
  def: D,
  opts: RouteOptions,
  handler: (request: CallRequest<D>, reply: FastifyReply) => Promise<CallAnswer<D>>,
): void {
  if (def.auth === 'internal' && !opts.onRequest?.length && !opts.preHandler?.length) {
    throw new Error(`${callId(def)}: an internal call needs its secret check in onRequest or preHandler`);
  }
  app.calls.push(def);
  app.route({
    method: def.method,
    url: def.path,
    onRequest: opts.onRequest,
    config: opts.config,
    bodyLimit: opts.bodyLimit,
    preHandler: [...authentication[def.auth], validator(def), ...(opts.preHandler ?? [])],
    handler: (request, reply) => handler(request as CallRequest<D>, reply),
  });
}

/** Decorates the app with its list of registered calls; buildApp calls it before any module. */
export function registerCallList(app: FastifyInstance): void {
  app.decorate('calls', []);
  app.decorate('registeredRoutes', []);
  app.decorateRequest('input', null);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods)
      if (method !== 'HEAD') app.registeredRoutes.push(`${method} ${options.url}`);
  });
}
