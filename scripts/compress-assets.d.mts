// Types of compress-assets.mjs, for its tests.
export declare const largeFileBytes: number;
export declare function brotliQuality(size: number): number;
export declare function compressAssets(dir: string, parallel?: number): Promise<number>;
