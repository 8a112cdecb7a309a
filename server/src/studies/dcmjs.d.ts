// dcmjs ships no types: the calls the server makes of it (reading a header, writing a file meta header).
declare module 'dcmjs' {
  type DicomDict = { meta: Record<string, unknown>; dict: Record<string, unknown> };
  const dcmjs: {
    data: {
      DicomMessage: {
        readFile(
          buffer: ArrayBuffer,
          options?: { untilTag?: string; includeUntilTagValue?: boolean; ignoreErrors?: boolean },
        ): DicomDict;
      };
      DicomDict: new (meta: Record<string, unknown>) => DicomDict & { write(): ArrayBuffer };
      DicomMetaDictionary: {
        denaturalizeDataset(dataset: Record<string, unknown>): Record<string, unknown>;
      };
    };
  };
  export default dcmjs;
}
