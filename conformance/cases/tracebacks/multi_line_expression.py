# A binary operation over several lines.
first = 1
second = "two"
total = (first +
         second)
