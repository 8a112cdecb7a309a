/** The toolbar's window presets: the file's own window, bone, soft tissue. */
export type WindowPreset = 'default' | 'bone' | 'softTissue';

export type ImageWindow = { center: number; width: number };

type ImageFacts = {
  modality: string | undefined;
  /** The window the file records (WindowCenter/WindowWidth), when it records one. */
  fileWindow: ImageWindow | undefined;
  /** The image's lowest and highest values after rescale. */
  min: number;
  max: number;
};

// CT values are Hounsfield units, so the usual bone and soft-tissue windows apply.
const ctWindows: Record<Exclude<WindowPreset, 'default'>, ImageWindow> = {
  bone: { center: 500, width: 2000 },
  softTissue: { center: 40, width: 400 },
};

/**
 * The window of a preset. Radiographs have no fixed scale: bone takes the bright upper part of
 * the image's own range, soft tissue its middle. "Predeterminado" is the file's window, or the
 * whole range when the file records none.
 */
export function presetWindow(preset: WindowPreset, image: ImageFacts): ImageWindow {
  const span = Math.max(1, image.max - image.min);
  if (preset === 'default') return image.fileWindow ?? { center: image.min + span / 2, width: span };
  if (image.modality === 'CT') return ctWindows[preset];
  return preset === 'bone'
    ? { center: image.min + span * 0.7, width: span * 0.5 }
    : { center: image.min + span * 0.4, width: span * 0.45 };
}
