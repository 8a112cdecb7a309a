import {
  Enums,
  eventTarget,
  RenderingEngine,
  setVolumesForViewports,
  utilities,
  volumeLoader,
  type Types,
  type VolumeViewport,
} from '@cornerstonejs/core';
import { createMprToolGroup, type DragTool, setDragTool } from './tool-groups';
import { presetWindow, type WindowPreset } from './window-presets';

export type Plane = 'axial' | 'coronal' | 'sagittal';
export const planes: readonly Plane[] = ['axial', 'coronal', 'sagittal'];

/** Each plane's slice position, for its caption; sent on every change. */
export type MprReadout = Record<Plane, { slice: number; slices: number }> & { loaded: number; total: number };

let volumes = 0;

/**
 * The CBCT as a volume in three orthographic viewports (axial, coronal, sagittal) with linked
 * crosshairs: dragging the crosshair centre moves the other two planes; its handles set a slab.
 */
export class MprController {
  private readonly engine: RenderingEngine;
  private readonly group;
  private readonly volumeId: string;
  private readonly listeners: Array<() => void> = [];
  private readout: MprReadout;
  private disposed = false;

  constructor(
    elements: Record<Plane, HTMLDivElement>,
    private readonly imageIds: string[],
    private readonly onChange: (readout: MprReadout) => void,
  ) {
    volumes += 1;
    this.volumeId = `cornerstoneStreamingImageVolume:viewer-${volumes}`;
    this.engine = new RenderingEngine(`viewer-mpr-${volumes}`);
    this.engine.setViewports(
      planes.map((plane) => ({
        viewportId: plane,
        type: Enums.ViewportType.ORTHOGRAPHIC,
        element: elements[plane],
        defaultOptions: { orientation: plane as Enums.OrientationAxis, background: [0, 0, 0] as Types.Point3 },
      })),
    );
    // Cornerstone takes the elements out of the tab order; keyboard users reach each plane.
    for (const plane of planes) elements[plane].tabIndex = 0;
    this.group = createMprToolGroup(`viewer-mpr-${volumes}`, [...planes], this.engine.id);
    const empty = { slice: 0, slices: 0 };
    this.readout = { axial: empty, coronal: empty, sagittal: empty, loaded: 0, total: imageIds.length };
    for (const plane of planes) {
      for (const event of [Enums.Events.CAMERA_MODIFIED, Enums.Events.IMAGE_RENDERED]) {
        const handler = () => this.update();
        elements[plane].addEventListener(event, handler);
        this.listeners.push(() => elements[plane].removeEventListener(event, handler));
      }
    }
  }

  private viewport(plane: Plane): VolumeViewport {
    return this.engine.getViewport(plane) as VolumeViewport;
  }

  /** Builds the volume from the slices (those already loaded come from the cache) and streams the rest. */
  async show(drag: DragTool): Promise<void> {
    const volume = await volumeLoader.createAndCacheVolume(this.volumeId, { imageIds: this.imageIds });
    if (this.disposed) return;
    const progress = () => {
      if (!this.disposed) this.update({ loaded: Math.min(this.readout.total, this.readout.loaded + 1) });
    };
    const done = (event: Event) => {
      const detail = (event as CustomEvent<{ volumeId?: string }>).detail;
      if (detail?.volumeId === this.volumeId) progress();
    };
    eventTarget.addEventListener(Enums.Events.IMAGE_VOLUME_MODIFIED, done);
    this.listeners.push(() => eventTarget.removeEventListener(Enums.Events.IMAGE_VOLUME_MODIFIED, done));
    volume.load(() => this.update({ loaded: this.readout.total }));
    await setVolumesForViewports(this.engine, [{ volumeId: this.volumeId }], [...planes]);
    this.setDragTool(drag);
    this.engine.renderViewports([...planes]);
  }

  setDragTool(drag: DragTool) {
    setDragTool(this.group, drag, true);
  }

  /** A thicker slab shows the brightest value across it (maximum intensity), like a thick radiograph. */
  setSlab(millimetres: number) {
    for (const plane of planes) {
      const viewport = this.viewport(plane);
      viewport.setBlendMode(millimetres > 0 ? Enums.BlendModes.MAXIMUM_INTENSITY_BLEND : Enums.BlendModes.COMPOSITE);
      viewport.setSlabThickness(Math.max(millimetres, 0.1));
    }
    this.engine.renderViewports([...planes]);
  }

  /** Bone and soft tissue in Hounsfield units on the three planes; "Predeterminado" the file's window. */
  setWindow(preset: WindowPreset) {
    for (const plane of planes) {
      const viewport = this.viewport(plane);
      if (preset === 'default') {
        viewport.resetProperties();
        continue;
      }
      const window = presetWindow(preset, { modality: 'CT', fileWindow: undefined, min: 0, max: 0 });
      viewport.setProperties({
        voiRange: { lower: window.center - window.width / 2, upper: window.center + window.width / 2 },
      });
    }
    this.engine.renderViewports([...planes]);
  }

  reset() {
    for (const plane of planes) {
      const viewport = this.viewport(plane);
      viewport.resetCamera();
      viewport.resetProperties();
    }
    this.engine.renderViewports([...planes]);
  }

  private update(change: Partial<MprReadout> = {}) {
    if (this.disposed) return;
    const next: MprReadout = { ...this.readout, ...change };
    for (const plane of planes) {
      const viewport = this.viewport(plane);
      if (!viewport?.getDefaultActor()) continue;
      const { imageIndex, numberOfSlices } = utilities.getImageSliceDataForVolumeViewport(viewport) ?? {
        imageIndex: 0,
        numberOfSlices: 0,
      };
      next[plane] = { slice: imageIndex, slices: numberOfSlices };
    }
    this.readout = next;
    this.onChange(next);
  }

  resize() {
    this.engine.resize(true, true);
  }

  dispose() {
    this.disposed = true;
    for (const remove of this.listeners) remove();
    this.engine.destroy();
  }
}
