// dcmjs ships no types: the one call the server makes of it.
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
    };
  };
  export default dcmjs;
}
