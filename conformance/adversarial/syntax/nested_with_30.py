# Checks 30 nested with statements exceed CPython's static block limit
# expect: syntax SyntaxError: too many statically nested blocks
with c0:
 with c1:
  with c2:
   with c3:
    with c4:
     with c5:
      with c6:
       with c7:
        with c8:
         with c9:
          with c10:
           with c11:
            with c12:
             with c13:
              with c14:
               with c15:
                with c16:
                 with c17:
                  with c18:
                   with c19:
                    with c20:
                     with c21:
                      with c22:
                       with c23:
                        with c24:
                         with c25:
                          with c26:
                           with c27:
                            with c28:
                             with c29:
                              pass
