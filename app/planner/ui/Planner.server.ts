// The planner for the server render (components/ui/later.tsx): the browser fetches its code on its own.
export { Planner } from "./Planner";
