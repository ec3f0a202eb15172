import classes from './StepNumber.module.css';

/** The round number badge on a numbered card (decorative: the cards are in order anyway). */
export function StepNumber({ value }: { value: number }) {
  return (
    <span className={classes.badge} aria-hidden>
      {value}
    </span>
  );
}
