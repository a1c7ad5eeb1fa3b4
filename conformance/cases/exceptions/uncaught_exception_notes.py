# Notes print after the exception's last line, the last note last.
e = ValueError("with notes")
e.add_note("first note")
e.add_note("second note")
raise e
