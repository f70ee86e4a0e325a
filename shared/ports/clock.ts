// Time, behind a port so tests can hold it still.
export interface Clock {
  now(): Date;
}
