/** A point the pin can stand on. */
export interface PinPosition {
  lat: number;
  lng: number;
}

/** Where the map should show, and how close; a new object jumps there. */
export interface PinView extends PinPosition {
  zoom: number;
}

export interface PinMapProps {
  view: PinView;
  /** The pin's position after each move of the map. */
  onMove: (position: PinPosition) => void;
  /** Accessible name of the map. */
  label: string;
  /** Id of the text that says how to move the pin. */
  describedBy?: string;
}
