/**
 * The service hosts of spec 01 section 7.1. The server fills one URL per name into the web app's
 * runtime config and the API client sends each call to the one it names; '' means same origin.
 */
export const SERVICE_HOSTS = [
  'main',
  'materials',
  'ai',
  'uploader',
  'chat',
  'logger',
  'workflowImage',
  'login',
  'roleAi',
  'analysis',
] as const;
/** One name of SERVICE_HOSTS. */
export type TServiceHost = (typeof SERVICE_HOSTS)[number];
