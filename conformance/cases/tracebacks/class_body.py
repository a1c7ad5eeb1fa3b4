# An error inside a class body: the class body's frame is named after the class.
class Settings:
    debug = False
    level = int("verbose")
