class Stop(SystemExit):
    pass
print("custom")
raise Stop(2)
