// dcmjs ships no types: the calls the server makes of it (reading headers, writing Part 10 files).
declare module 'dcmjs' {
  /** A data set as dcmjs holds it: tag (8 hex digits) → { vr, Value }. */
  type DenaturalizedDataSet = Record<string, { vr: string; Value?: unknown[] }>;
  type DicomDict = {
    meta: DenaturalizedDataSet;
    dict: DenaturalizedDataSet;
    write(options?: { fragmentMultiframe?: boolean; allowInvalidVRLength?: boolean }): ArrayBuffer;
  };
  const dcmjs: {
    data: {
      DicomDict: new (meta: DenaturalizedDataSet) => DicomDict;
      DicomMessage: {
        readFile(
          buffer: ArrayBuffer,
          options?: { untilTag?: string; includeUntilTagValue?: boolean; ignoreErrors?: boolean },
        ): { meta: Record<string, unknown>; dict: Record<string, unknown> };
      };
      DicomMetaDictionary: {
        /** Keyword-named attributes (PatientName: 'A^B') to the tag-named form DicomDict writes. */
        denaturalizeDataset(dataSet: Record<string, unknown>): DenaturalizedDataSet;
        /** The tag-named form back to keywords. */
        naturalizeDataset(dataSet: Record<string, unknown>): Record<string, unknown>;
      };
    };
  };
  export default dcmjs;
}
