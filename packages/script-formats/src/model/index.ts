export { CHARACTERS_LABEL, charactersLabelLength, namesOnCharactersLine } from './characters';
export {
  type DialogueParts,
  parseDialogue,
  QUICK_INSERTS,
  VOICE_MARK_TIPS,
  VOICE_MARKS,
  type VoiceMark,
  voiceMarkOffset,
} from './dialogue';
export {
  ACTION_MARK,
  type ElementKind,
  kindOf,
  type ScriptElement,
  type SourceLine,
  scriptElements,
  shownText,
} from './elements';
export {
  CHARS_PER_MINUTE_MAX,
  CHARS_PER_MINUTE_MIN,
  DEFAULT_CHARS_PER_MINUTE,
  type Estimate,
  estimateOf,
  estimatePages,
  formatRuntime,
  runtimeSeconds,
  timedChars,
} from './estimate';
export { emWidth, PAGE, TEXT_HEIGHT, TEXT_WIDTH, wrappedLines } from './layout';
export {
  episodeOf,
  numberScenes,
  parseNumber,
  type SceneEntry,
  type SceneFact,
  type ScriptLine,
  sameScenes,
  sceneFactOf,
} from './scenes';
