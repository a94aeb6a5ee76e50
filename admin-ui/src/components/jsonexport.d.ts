// jsonexport ships no types; react-admin's exporter uses this entry point (its browser build).
declare module 'jsonexport/dist/index.js' {
  interface JsonExportOptions {
    headers?: string[];
    rowDelimiter?: string;
    forceTextDelimiter?: boolean;
  }
  type Callback = (error: Error | null, csv: string) => void;
  function jsonExport(data: object[], options: JsonExportOptions, callback: Callback): void;
  function jsonExport(data: object[], callback: Callback): void;
  export default jsonExport;
}
