/**
 * prismjs language components register themselves on a global `Prism`; point it at the instance
 * prism-react-renderer bundles so they extend the grammar set that tokenises our code.
 */
import { Prism } from "prism-react-renderer";

Object.assign(globalThis, { Prism });
