// The parts of a dialogue line (speaker, OS/VO, parenthetical) live in the shared script element
// model (packages/script-formats), so the editor, the exports and the importer read lines alike.
export {
  type DialogueParts,
  parseDialogue,
  QUICK_INSERTS,
  VOICE_MARK_TIPS,
  VOICE_MARKS,
  type VoiceMark,
  voiceMarkOffset,
} from '@juzuo/script-formats';
