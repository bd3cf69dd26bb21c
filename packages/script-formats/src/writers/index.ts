// Format writers (Node): a document's script elements -> TXT, Fountain, FDX, DOCX, PDF.
export {};
