// Format readers (import): a file -> lines with script elements. Sits beside ./writers and shares
// the element model of ../model.
export {};
