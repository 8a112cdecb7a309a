import {
  AngleTool,
  CrosshairsTool,
  Enums as ToolEnums,
  LengthTool,
  PanTool,
  StackScrollTool,
  ToolGroupManager,
  WindowLevelTool,
  ZoomTool,
  type Types as ToolTypes,
} from '@cornerstonejs/tools';

const { MouseBindings } = ToolEnums;

/** What a one-finger or left-button drag does, chosen in the toolbar. */
export type DragTool = 'windowLevel' | 'pan' | 'zoom' | 'scroll' | 'length' | 'angle' | 'crosshairs';

const toolNames: Record<DragTool, string> = {
  windowLevel: WindowLevelTool.toolName,
  pan: PanTool.toolName,
  zoom: ZoomTool.toolName,
  scroll: StackScrollTool.toolName,
  length: LengthTool.toolName,
  angle: AngleTool.toolName,
  crosshairs: CrosshairsTool.toolName,
};

type ToolGroup = NonNullable<ReturnType<typeof ToolGroupManager.getToolGroup>>;

/**
 * The bindings every view keeps whatever the drag tool: right button zooms, middle button pans,
 * two fingers pinch-zoom; the wheel scrolls slices in a stack of many and zooms a single image.
 */
function fixedBindings(tool: string, wheelScrolls: boolean): ToolTypes.IToolBinding[] {
  if (tool === ZoomTool.toolName)
    return [
      { mouseButton: MouseBindings.Secondary },
      { numTouchPoints: 2 },
      ...(wheelScrolls ? [] : [{ mouseButton: MouseBindings.Wheel }]),
    ];
  if (tool === PanTool.toolName) return [{ mouseButton: MouseBindings.Auxiliary }];
  if (tool === StackScrollTool.toolName && wheelScrolls) return [{ mouseButton: MouseBindings.Wheel }];
  return [];
}

/** Makes the drag tool active on the group, every other tool keeping only its fixed bindings. */
export function setDragTool(group: ToolGroup, drag: DragTool, wheelScrolls: boolean): void {
  for (const tool of Object.values(toolNames)) {
    if (!group.hasTool(tool)) continue;
    group.setToolPassive(tool, { removeAllBindings: true });
    const bindings = fixedBindings(tool, wheelScrolls);
    if (tool === toolNames[drag]) bindings.push({ mouseButton: MouseBindings.Primary });
    if (bindings.length > 0) group.setToolActive(tool, { bindings });
  }
}

/** A tool group for one stack viewport: navigation, window/level and the two measurements. */
export function createStackToolGroup(groupId: string, viewportId: string, engineId: string): ToolGroup {
  ToolGroupManager.destroyToolGroup(groupId);
  const group = ToolGroupManager.createToolGroup(groupId);
  if (!group) throw new Error(`tool group ${groupId} exists`);
  for (const tool of Object.values(toolNames)) if (tool !== CrosshairsTool.toolName) group.addTool(tool);
  group.addViewport(viewportId, engineId);
  return group;
}

/** A tool group for the three planes: the stack tools plus linked crosshairs. */
export function createMprToolGroup(groupId: string, viewportIds: string[], engineId: string): ToolGroup {
  ToolGroupManager.destroyToolGroup(groupId);
  const group = ToolGroupManager.createToolGroup(groupId);
  if (!group) throw new Error(`tool group ${groupId} exists`);
  for (const tool of Object.values(toolNames)) if (tool !== CrosshairsTool.toolName) group.addTool(tool);
  group.addTool(CrosshairsTool.toolName, {
    getReferenceLineColor: () => 'rgb(255, 200, 0)',
    getReferenceLineControllable: () => true,
    getReferenceLineDraggableRotatable: () => true,
    getReferenceLineSlabThicknessControlsOn: () => true,
  });
  for (const viewportId of viewportIds) group.addViewport(viewportId, engineId);
  return group;
}
