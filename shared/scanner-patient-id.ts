/**
 * A patient's "ID para el equipo": what the lab types as Patient ID at the scanner so that the
 * images it sends reach that patient's record by themselves. It is the portal's patient id after
 * a "P", so that the numbers scanners make up on their own (1, 2, 3…) never match a patient.
 */
export const scannerPatientId = (userId: number | string) => `P${userId}`;

/** The portal patient id an "ID para el equipo" names (P and digits, any letter case, spaces around); null otherwise. */
export function scannerPatientUserId(value: string | null | undefined): number | null {
  const match = value?.trim().match(/^P0*([1-9]\d{0,9})$/i);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
