// The idea document's checkpoint target lives beside docTarget in the docs area (history uses it too).
export { ideaTarget } from '../docs/checkpoint';
