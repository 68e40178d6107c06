/** A point on a map: a forge or a class at a forge. */
export interface MapPoint {
  id: string | number;
  lat: number;
  lng: number;
  /** Text of the marker's popup and its accessible name. */
  label: string;
  /** Optional link opened from the popup. */
  href?: string;
}
