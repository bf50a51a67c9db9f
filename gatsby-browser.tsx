/** Browser entry: the shell's providers arrive with the site-shell work (issue 3). */
export {};
