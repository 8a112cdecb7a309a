import {
  Enums,
  eventTarget,
  imageLoader,
  metaData,
  RenderingEngine,
  type StackViewport,
  type Types,
} from '@cornerstonejs/core';
import { annotation, AngleTool, Enums as ToolEnums, LengthTool } from '@cornerstonejs/tools';
import { type DragTool, createStackToolGroup, setDragTool } from './tool-groups';
import { presetWindow, type WindowPreset } from './window-presets';

/** What the viewer's readouts show; sent on every change. */
export type StackReadout = {
  slice: number;
  slices: number;
  windowCenter: number;
  windowWidth: number;
  zoom: number;
  rotation: number;
  inverted: boolean;
  loaded: number;
  measurements: Measurement[];
  /** Set once the first image is drawn: the preview can go. */
  rendered: boolean;
};

/** A length (mm, or px without spacing) or an angle (degrees) drawn on the image. */
export type Measurement = { id: string; kind: 'length' | 'angle'; value: number; unit: string };

let engines = 0;

/** One stack viewport on an element: the radiograph, or the slices of a CBCT one at a time. */
export class StackController {
  readonly engine: RenderingEngine;
  readonly viewportId = 'stack';
  private readonly group;
  private readonly groupId: string;
  private readout: StackReadout;
  private readonly listeners: Array<() => void> = [];
  private disposed = false;

  constructor(
    private readonly element: HTMLDivElement,
    private readonly imageIds: string[],
    private readonly onChange: (readout: StackReadout) => void,
  ) {
    engines += 1;
    this.engine = new RenderingEngine(`viewer-${engines}`);
    this.groupId = `viewer-stack-${engines}`;
    this.engine.enableElement({
      viewportId: this.viewportId,
      type: Enums.ViewportType.STACK,
      element,
      defaultOptions: { background: [0, 0, 0] as Types.Point3 },
    });
    // Cornerstone takes the element out of the tab order; the keys that move through slices need it in.
    element.tabIndex = 0;
    this.group = createStackToolGroup(this.groupId, this.viewportId, this.engine.id);
    this.readout = {
      slice: 0,
      slices: imageIds.length,
      windowCenter: 0,
      windowWidth: 0,
      zoom: 1,
      rotation: 0,
      inverted: false,
      loaded: 0,
      measurements: [],
      rendered: false,
    };
    this.listen(element, Enums.Events.STACK_NEW_IMAGE, () => this.update());
    this.listen(element, Enums.Events.VOI_MODIFIED, () => this.update());
    this.listen(element, Enums.Events.CAMERA_MODIFIED, () => this.update());
    this.listen(element, Enums.Events.IMAGE_RENDERED, () => this.update({ rendered: true }));
    // Annotation events go to Cornerstone's global target, not to the viewport's element.
    for (const event of [
      ToolEnums.Events.ANNOTATION_COMPLETED,
      ToolEnums.Events.ANNOTATION_MODIFIED,
      ToolEnums.Events.ANNOTATION_REMOVED,
    ])
      this.listen(eventTarget, event, () => this.update());
  }

  private listen(target: EventTarget, type: string, handler: () => void) {
    target.addEventListener(type, handler);
    this.listeners.push(() => target.removeEventListener(type, handler));
  }

  get viewport(): StackViewport {
    return this.engine.getViewport(this.viewportId) as StackViewport;
  }

  /** Shows the stack at `first` (the middle slice of a CBCT), then loads the others from there outwards. */
  async show(first: number, drag: DragTool): Promise<void> {
    this.setDragTool(drag);
    await this.viewport.setStack(this.imageIds, first);
    this.viewport.render();
    this.update({ loaded: 1 });
    await this.prefetch(first);
  }

  private async prefetch(first: number): Promise<void> {
    const order = this.imageIds
      .map((imageId, index) => ({ imageId, distance: Math.abs(index - first) }))
      .filter(({ distance }) => distance > 0)
      .sort((left, right) => left.distance - right.distance)
      .map(({ imageId }) => imageId);
    let next = 0;
    const worker = async () => {
      while (!this.disposed && next < order.length) {
        const imageId = order[next];
        next += 1;
        try {
          await imageLoader.loadAndCacheImage(imageId);
        } catch {
          // A frame that fails is asked for again when its slice is shown.
        }
        if (!this.disposed) this.update({ loaded: this.readout.loaded + 1 });
      }
    };
    // A few at once keeps the connection busy without starving the slice on screen.
    await Promise.all(Array.from({ length: 4 }, worker));
  }

  private measurements(): Measurement[] {
    const found: Measurement[] = [];
    for (const [tool, kind] of [
      [LengthTool.toolName, 'length'],
      [AngleTool.toolName, 'angle'],
    ] as const) {
      for (const item of annotation.state.getAnnotations(tool, this.element) ?? []) {
        const stats = Object.values(item.data.cachedStats ?? {})[0] as
          { length?: number; angle?: number; unit?: string } | undefined;
        const value = kind === 'length' ? stats?.length : stats?.angle;
        if (item.annotationUID && value !== undefined && Number.isFinite(value))
          found.push({ id: item.annotationUID, kind, value, unit: kind === 'angle' ? '°' : (stats?.unit ?? 'mm') });
      }
    }
    return found;
  }

  private update(change: Partial<StackReadout> = {}) {
    if (this.disposed) return;
    const viewport = this.viewport;
    const properties = viewport.getProperties();
    const range = properties.voiRange;
    const presentation = viewport.getViewPresentation();
    this.readout = {
      ...this.readout,
      ...change,
      slice: viewport.getCurrentImageIdIndex(),
      windowCenter: range ? (range.upper + range.lower) / 2 : 0,
      windowWidth: range ? range.upper - range.lower : 0,
      zoom: viewport.getZoom(),
      rotation: presentation.rotation ?? 0,
      inverted: properties.invert ?? false,
      measurements: this.measurements(),
    };
    this.onChange(this.readout);
  }

  setDragTool(drag: DragTool) {
    setDragTool(this.group, drag, this.imageIds.length > 1);
  }

  async goToSlice(index: number) {
    const clamped = Math.max(0, Math.min(this.imageIds.length - 1, index));
    await this.viewport.setImageIdIndex(clamped);
  }

  setWindow(preset: WindowPreset) {
    const viewport = this.viewport;
    const image = viewport.getCornerstoneImage();
    const first = (value: number | number[] | undefined) => (Array.isArray(value) ? value[0] : value);
    const center = first(image.windowCenter);
    const width = first(image.windowWidth);
    const slope = image.slope ?? 1;
    const intercept = image.intercept ?? 0;
    const window = presetWindow(preset, {
      modality: (metaData.get('generalSeriesModule', image.imageId) as { modality?: string } | undefined)?.modality,
      fileWindow: center !== undefined && width ? { center, width } : undefined,
      min: image.minPixelValue * slope + intercept,
      max: image.maxPixelValue * slope + intercept,
    });
    viewport.setProperties({
      voiRange: { lower: window.center - window.width / 2, upper: window.center + window.width / 2 },
    });
    viewport.render();
  }

  toggleInvert() {
    this.viewport.setProperties({ invert: !this.viewport.getProperties().invert });
    this.viewport.render();
  }

  rotate() {
    const rotation = this.viewport.getViewPresentation().rotation ?? 0;
    this.viewport.setViewPresentation({ rotation: (rotation + 90) % 360 });
    this.viewport.render();
  }

  flip(direction: 'horizontal' | 'vertical') {
    const camera = this.viewport.getCamera();
    this.viewport.setCamera(
      direction === 'horizontal' ? { flipHorizontal: !camera.flipHorizontal } : { flipVertical: !camera.flipVertical },
    );
    this.viewport.render();
  }

  reset() {
    this.viewport.resetCamera();
    this.viewport.resetProperties();
    this.viewport.render();
  }

  clearMeasurements() {
    this.removeMeasurements();
    this.viewport.render();
    this.update();
  }

  resize() {
    this.engine.resize(true, true);
  }

  dispose() {
    this.disposed = true;
    for (const remove of this.listeners) remove();
    this.removeMeasurements();
    this.engine.destroy();
  }

  private removeMeasurements() {
    for (const tool of [LengthTool.toolName, AngleTool.toolName])
      for (const item of annotation.state.getAnnotations(tool, this.element) ?? [])
        if (item.annotationUID) annotation.state.removeAnnotation(item.annotationUID);
  }
}
