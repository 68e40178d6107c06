import { createContext } from "react-router";
import { defaultLanguage, type PageLanguage } from "./languages";

/** Router context key: the language of this request's page, set once by the root's middleware. */
export const languageContext = createContext<PageLanguage>(defaultLanguage);
