export { buyStep, inputStep, setStep, stepNodeTitle } from './actions';
export { nodeTitle, playBoard } from './board';
export { addCoverage, coverageReport, emptyCoverage, type PlayCoverage } from './coverage';
export { parseValueInput, valueInputText } from './input';
export { act, currentStep, isRefusal, startPlay, stepBack } from './runner';
export type * from './types';
export { formatValue, initialValues, showValue, variableName } from './values';
