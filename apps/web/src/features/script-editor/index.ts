export { ScriptEditor, type ScriptEditorProps } from './ScriptEditor';
