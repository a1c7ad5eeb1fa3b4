# Checks 30 nested for loops exceed CPython's static block limit
# expect: syntax SyntaxError: too many statically nested blocks
for i0 in [1]:
 for i1 in [1]:
  for i2 in [1]:
   for i3 in [1]:
    for i4 in [1]:
     for i5 in [1]:
      for i6 in [1]:
       for i7 in [1]:
        for i8 in [1]:
         for i9 in [1]:
          for i10 in [1]:
           for i11 in [1]:
            for i12 in [1]:
             for i13 in [1]:
              for i14 in [1]:
               for i15 in [1]:
                for i16 in [1]:
                 for i17 in [1]:
                  for i18 in [1]:
                   for i19 in [1]:
                    for i20 in [1]:
                     for i21 in [1]:
                      for i22 in [1]:
                       for i23 in [1]:
                        for i24 in [1]:
                         for i25 in [1]:
                          for i26 in [1]:
                           for i27 in [1]:
                            for i28 in [1]:
                             for i29 in [1]:
                              pass
