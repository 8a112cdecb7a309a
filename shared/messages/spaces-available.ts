/** More places asked than are left (SPEC point 5), with the places that are. */
export const spacesAvailableMessage = (available: number) => `Lugares disponibles: ${available}`;
export const spacesAvailablePattern = /^Lugares disponibles: (\d+)$/;
